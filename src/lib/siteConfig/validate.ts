import Joi from 'joi';
import type {SiteConfig} from './types';

/**
 * Validation of `site.config.ts`. Runs in Node when Docusaurus loads its
 * configuration (start and build), so a wrong value stops the site before
 * anything is rendered, with a message naming the field and what was expected.
 */

const LOCALES = ['en', 'zh-CN'] as const;
const CATEGORIES = [
  'guide',
  'configuration',
  'faq',
  'api',
  'migration',
  'ecosystem',
] as const;

const url = Joi.string().uri({scheme: ['http', 'https']});
/** A site-relative path ("/img/x.svg") or an absolute http(s) URL. */
const pathOrUrl = Joi.alternatives().try(
  Joi.string().pattern(/^\/(?!\/)/, 'site-relative path'),
  url,
);
const hexColor = Joi.string().pattern(/^#[0-9a-fA-F]{6}$/, '#rrggbb colour');

const socialLink = Joi.object({
  name: Joi.string().required(),
  link: url.required(),
  icon: Joi.string().valid('github', 'telegram', 'rss', 'link').required(),
  color: hexColor,
});

const navItem: Joi.ObjectSchema = Joi.object({
  text: Joi.string().when('versions', {
    is: true,
    then: Joi.optional(),
    otherwise: Joi.required(),
  }),
  link: pathOrUrl,
  items: Joi.array().items(Joi.link('#navItem')),
  position: Joi.string().valid('left', 'right'),
  versions: Joi.boolean().valid(true),
})
  .xor('link', 'items', 'versions')
  .id('navItem');

const schema = Joi.object({
  site: Joi.object({
    mode: Joi.string().valid('light', 'dark', 'auto').required(),
    url: url.required(),
    lang: Joi.string()
      .valid(...LOCALES)
      .required(),
    languages: Joi.array()
      .items(Joi.string().valid(...LOCALES))
      .min(1)
      .unique()
      .required(),
    timezone: Joi.string()
      .custom((value: string) => {
        // Throws RangeError for zones the runtime does not know.
        new Intl.DateTimeFormat('en', {timeZone: value});
        return value;
      }, 'IANA time zone')
      .messages({'any.custom': '{{#label}} must be an IANA time zone name'})
      .required(),
    title: Joi.string().required(),
    description: Joi.string().required(),
    subtitle: Joi.string().allow('').required(),
    author: Joi.object({
      avatar: pathOrUrl.required(),
      email: Joi.string().email({tlds: false}).required(),
      link: url.required(),
      name: Joi.string().required(),
      status: Joi.object({
        emoji: Joi.string().allow('').required(),
        message: Joi.string().allow('').required(),
      }).required(),
    }).required(),
    favicon: pathOrUrl.required(),
    feed: Joi.object({enable: Joi.boolean().required()}).required(),
    social: Joi.array().items(socialLink).required(),
    lastUpdated: Joi.boolean().required(),
    license: Joi.object({
      enable: Joi.boolean().required(),
      type: Joi.string().required(),
      link: url.required(),
    }).required(),
    sponsor: Joi.object({
      enable: Joi.boolean().required(),
      title: Joi.string(),
      methods: Joi.array()
        .items(
          Joi.object({
            name: Joi.string().required(),
            url: url.required(),
            image: pathOrUrl,
          }),
        )
        .required(),
    }).required(),
    search: Joi.object({
      enable: Joi.boolean().required(),
      type: Joi.string().valid('local', 'algolia').required(),
    }).required(),
    comment: Joi.object({
      enable: Joi.boolean().required(),
      giscus: Joi.object({
        repo: Joi.string()
          .pattern(/^[\w.-]+\/[\w.-]+$/, 'owner/repo')
          .required(),
        repoId: Joi.string().required(),
        category: Joi.string().required(),
        categoryId: Joi.string().required(),
      }).required(),
    }).required(),
    statistics: Joi.object({
      enable: Joi.boolean().required(),
      readTime: Joi.object({
        speed: Joi.object({
          cn: Joi.number().integer().positive().required(),
          en: Joi.number().integer().positive().required(),
        }).required(),
      }).required(),
    }).required(),
    pageSize: Joi.number().integer().min(1).required(),
    encrypt: Joi.object({
      enable: Joi.boolean().required(),
      algorithm: Joi.string().valid('AES-CBC').required(),
    }).required(),
    redirects: Joi.object({
      useRouter: Joi.boolean().required(),
      rules: Joi.array()
        .items(
          Joi.object({
            from: Joi.alternatives()
              .try(Joi.string(), Joi.array().items(Joi.string()).min(1))
              .required(),
            to: Joi.string().required(),
          }),
        )
        .required(),
    }).required(),
    download: Joi.object({
      proxy: url.pattern(/\/$/, 'URL ending in /').required(),
    }).required(),
  }).required(),
  theme: Joi.object({
    logo: pathOrUrl.required(),
    colors: Joi.object({primary: hexColor.required()}).required(),
    sidebar: Joi.array()
      .items(Joi.string().valid(...CATEGORIES))
      .unique()
      .required(),
    nav: Joi.array().items(navItem).required(),
    editLink: Joi.object({
      pattern: Joi.string()
        .pattern(/^https:\/\/.+:path/, 'https URL containing :path')
        .required(),
    }).required(),
    socialLinks: Joi.array().items(socialLink).required(),
    footer: Joi.object({
      message: Joi.alternatives()
        .try(
          Joi.string().allow(''),
          Joi.object({en: Joi.string().required(), 'zh-CN': Joi.string()}),
        )
        .required(),
      copyright: Joi.string().allow('').required(),
    }).required(),
  }).required(),
  contributor: Joi.object({
    strategy: Joi.string().valid('prebuilt', 'runtime').required(),
    repositoryUrl: url.required(),
  }).required(),
});

export class SiteConfigError extends Error {
  constructor(
    message: string,
    /** One entry per invalid field: the dotted path and what was expected. */
    readonly problems: {field: string; message: string}[],
  ) {
    super(message);
    this.name = 'SiteConfigError';
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/**
 * Returns the config unchanged when it is valid; otherwise throws a
 * {@link SiteConfigError} listing every invalid field.
 */
export function validateSiteConfig(
  input: unknown,
  source = 'site.config.ts',
): SiteConfig {
  const {error} = schema.validate(input, {
    abortEarly: false,
    convert: false,
    errors: {wrap: {label: false}},
  });
  if (!error) return input as SiteConfig;
  const problems = error.details.map((detail) => {
    const field = detail.path.join('.') || '(root)';
    const message =
      detail.type === 'object.unknown'
        ? `unknown field (not part of the site configuration)`
        : `${detail.message.replace(detail.context?.label ?? '', '').trim()}, got ${describe(detail.context?.value)}`;
    return {field, message};
  });
  const lines = problems.map((p) => `  - ${p.field}: ${p.message}`).join('\n');
  throw new SiteConfigError(
    `Invalid site configuration in ${source}:\n${lines}`,
    problems,
  );
}

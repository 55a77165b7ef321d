require 'puppet/resource_api'

Puppet::ResourceApi.register_type(
  name: 'idiom_resource_api',
  docs: <<-EOS,
@summary a Resource API type
EOS
  features: [],
  title_patterns: [
    {
      pattern: %r{^(?<package>.*[^-])-(?<manager>.*)$},
      desc: 'package-manager',
    },
    {
      pattern: %r{^(?<package>.*)$},
      desc: 'just the package',
    },
  ],
  attributes: {
    ensure: {
      type: 'Enum[present, absent]',
      desc: 'Whether this resource should be present or absent on the target system.',
      default: 'present',
    },
    package: {
      type: 'String',
      desc: 'The package.',
      behaviour: :namevar,
    },
    manager: {
      type: 'String',
      desc: 'The manager.',
      behaviour: :namevar,
    },
    version: {
      type: 'Optional[String]',
      desc: 'A property.',
    },
    created: {
      type: 'Optional[String]',
      desc: 'A read-only value.',
      behaviour: :read_only,
    },
    flags: {
      type: 'Optional[String]',
      desc: 'A parameter.',
      behaviour: :parameter,
    },
    disk: {
      type: 'Optional[String]',
      desc: 'Set only at creation.',
      behaviour: :init_only,
    },
  },
)

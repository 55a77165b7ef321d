require 'puppet/resource_api'
Puppet::ResourceApi.register_type(
  name: 'thing',
  desc: 'x',
  title_patterns: [
    { pattern: %r{^(?<package>.*[^/])/(?<manager>.*)$}, desc: 'package/manager' },
    { pattern: %r{^(?<package>.*)$}, desc: 'package' },
  ],
  attributes: {
    package: { type: 'String', behavior: :namevar, desc: 'pkg' },
    manager: { type: 'String', behavior: :namevar, desc: 'mgr' },
    secret: { type: 'Optional[Sensitive[String]]', desc: 's' },
    line: { type: 'Optional[String]', behaviour: :read_only, desc: 'ro' },
    mode: { type: 'Optional[String]', behaviour: :init_only, desc: 'io' },
    flag: { type: 'Boolean', behaviour: :parameter, default: false, desc: 'p' },
  },
)

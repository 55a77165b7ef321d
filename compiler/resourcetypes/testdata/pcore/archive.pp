
Puppet::Resource::ResourceType3.new(
  'archive',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'creates')
  ],
  [
    Puppet::Resource::Param(Any, 'path', true),

    Puppet::Resource::Param(Any, 'filename'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'extract'),

    Puppet::Resource::Param(Any, 'extract_path'),

    Puppet::Resource::Param(Any, 'target'),

    Puppet::Resource::Param(Any, 'extract_command'),

    Puppet::Resource::Param(Any, 'temp_dir'),

    Puppet::Resource::Param(Any, 'extract_flags'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'cleanup'),

    Puppet::Resource::Param(Any, 'source'),

    Puppet::Resource::Param(Any, 'url'),

    Puppet::Resource::Param(Any, 'cookie'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'undef', '', ''], Pattern[/\b[0-9a-f]{5,128}\b/]], 'checksum'),

    Puppet::Resource::Param(Pattern[/\b[0-9a-f]{5,128}\b/], 'digest_string'),

    Puppet::Resource::Param(Any, 'checksum_url'),

    Puppet::Resource::Param(Any, 'digest_url'),

    Puppet::Resource::Param(Enum['none', 'md5', 'sha1', 'sha2', 'sha256', 'sha384', 'sha512'], 'checksum_type'),

    Puppet::Resource::Param(Enum['none', 'md5', 'sha1', 'sha2', 'sha256', 'sha384', 'sha512'], 'digest_type'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'checksum_verify'),

    Puppet::Resource::Param(Any, 'username'),

    Puppet::Resource::Param(Any, 'password'),

    Puppet::Resource::Param(Any, 'user'),

    Puppet::Resource::Param(Any, 'group'),

    Puppet::Resource::Param(Enum['none', 'ftp', 'http', 'https'], 'proxy_type'),

    Puppet::Resource::Param(Any, 'proxy_server'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'allow_insecure'),

    Puppet::Resource::Param(Any, 'download_options'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['path']
  },
  true,
  false)

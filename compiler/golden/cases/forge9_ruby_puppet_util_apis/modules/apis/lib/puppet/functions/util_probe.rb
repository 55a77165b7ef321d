# Written for this case (QA-FORGE-9): Puppet's Ruby helpers that module functions call at compile time
# (versioncmp, the type parser and calculator, settings, logging, file system, the HTTP runtime, the environment).
# The helpers Punch lacks are in forge9_ruby_puppet_util_missing.
Puppet::Functions.create_function(:util_probe) do
  dispatch :probe do
  end

  def try(label)
    "#{label}=#{yield.inspect}"
  rescue StandardError, NotImplementedError => e
    "#{label}!#{e.class}"
  end

  def probe
    [
      try('versioncmp') { [Puppet::Util::Package.versioncmp('1.10', '1.9'), Puppet::Util::Package.versioncmp('2.0.0-rc1', '2.0.0')] },
      try('typeparser') { Puppet::Pops::Types::TypeParser.singleton.parse('Optional[Integer[1, 3]]').to_s },
      try('infer') { Puppet::Pops::Types::TypeCalculator.infer_set([1, 'a']).to_s },
      try('setting_strict_variables') { Puppet[:strict_variables] },
      try('setting_strict') { Puppet[:strict] },
      try('setting_node_terminus') { Puppet.settings[:node_terminus] },
      try('fs_exist') { Puppet::FileSystem.exist?('/etc/passwd') },
      try('notice') { Puppet.notice('from util_probe'); :logged },
      try('warn_once') { Puppet.warn_once('probe', 'probe_key', 'a one-time warning'); :logged },
      try('warning') { Puppet.warning('a warning from util_probe'); :logged },
      try('err') { Puppet.err('an error logged by util_probe'); :logged },
      try('runtime_http') { Puppet.runtime[:http].class.name },
      try('environment_name') { closure_scope.environment.name },
      try('lookup_environments') { Puppet.lookup(:current_environment).name },
    ]
  end
end

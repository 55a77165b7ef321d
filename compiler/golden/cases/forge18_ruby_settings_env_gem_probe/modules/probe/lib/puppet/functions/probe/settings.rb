# What module functions read from Puppet's settings, the process environment and RubyGems'
# version classes (compatibility checks in functions and confines).
Puppet::Functions.create_function(:'probe::settings') do
  def settings
    {
      'environment' => Puppet[:environment],
      'strict' => Puppet[:strict].inspect,
      'strict_variables' => Puppet[:strict_variables],
      'digest_algorithm' => Puppet[:digest_algorithm],
      'supported_checksum_types' => Puppet[:supported_checksum_types],
      'max_errors' => Puppet[:max_errors],
      'ordering' => Puppet[:ordering],
      'trusted_server_facts' => Puppet.settings[:trusted_server_facts],
      'preview_outputdir_set' => Puppet.settings.include?(:preview_outputdir),
      'nosuch_setting' => (begin; Puppet[:no_such_setting_forge18]; rescue ArgumentError => e; e.class.name; end),
      'setting_default' => Puppet.settings.setting(:strict).default.inspect,
      'version_ok' => Gem::Version.new(Puppet.version) >= Gem::Version.new('7.0.0'),
      'puppetversion_const' => Puppet::PUPPETVERSION == Puppet.version,
      'gem_cmp' => [Gem::Version.new('1.10.0') <=> Gem::Version.new('1.9.9'), Gem::Version.new('2.0.0.rc1').prerelease?,
                    Gem::Version.new('1.2.3').segments, Gem::Version.new('1.2.3').bump.to_s, Gem::Version.new('1.2').approximate_recommendation],
      'gem_req' => [Gem::Requirement.new('~> 1.2').satisfied_by?(Gem::Version.new('1.9')), Gem::Requirement.new('>= 2', '< 3').satisfied_by?(Gem::Version.new('3.0')),
                    Gem::Requirement.new('~> 1.2.3').to_s, Gem::Dependency.new('x', '>= 1').requirement.to_s],
      'gem_bad' => (begin; Gem::Version.new('a b'); rescue ArgumentError => e; e.message; end),
      'env_missing' => ENV['PUNCH_FORGE18_UNSET'].inspect,
      'env_fetch' => ENV.fetch('PUNCH_FORGE18_UNSET', 'dflt'),
      'withenv' => Puppet::Util.withenv('PUNCH_FORGE18_X' => 'inside') { ENV['PUNCH_FORGE18_X'] },
      'after_withenv' => ENV.key?('PUNCH_FORGE18_X'),
      'exec_env' => Puppet::Util::Execution.execute('echo $PUNCH_FORGE18_Y', custom_environment: { 'PUNCH_FORGE18_Y' => 'custom' }).chomp,
      'exec_fail' => (r = Puppet::Util::Execution.execute('echo out; echo err 1>&2; exit 3', failonfail: false, combine: true); [r.chomp, r.exitstatus]),
      'exec_raise' => (begin; Puppet::Util::Execution.execute(['/bin/sh', '-c', 'exit 2']); rescue Puppet::ExecutionFailure => e; e.message; end),
      'clock' => Process.clock_gettime(Process::CLOCK_MONOTONIC).is_a?(Float),
    }
  end
end

# Logging and feature helpers that module functions call: warn_once,
# deprecation_warning, Profiler.profile, features, Util::Errors, notice_once.
Puppet::Functions.create_function(:'lh::probe') do
  dispatch :probe do
  end

  def try
    yield.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def probe
    out = []
    out << try { Puppet.warn_once('lh-deprecation', 'lh::probe', 'first warning', :default, :default).class }
    out << try { Puppet.warn_once('lh-deprecation', 'lh::probe', 'first warning', :default, :default).class }
    out << try { Puppet.deprecation_warning('lh is old', 'lh-key').class }
    out << try { Puppet.deprecation_warning('lh is old', 'lh-key').class }
    out << try { Puppet::Util::Profiler.profile('lh probe', [:functions, :lh]) { 41 + 1 } }
    out << try { Puppet.features.microsoft_windows? }
    out << try { Puppet.features.posix? }
    out << try { Puppet.debug? rescue 'n/a' }
    out << try { Puppet::Util::Log.level }
    out << try { Puppet.notice('from notice').class }
    out << try { Puppet.info('from info') }
    out << try { Puppet.warning('from warning').class }
    out << try { Puppet.err('from err').class }
    out << try { Puppet::Util::Warnings.notice_once('once please') }
    out << try { Puppet::Util::Warnings.notice_once('once please') }
    out << try { raise Puppet::Error, 'boom' }
    out << try { raise Puppet::DevError, 'dev' }
    out << try { Puppet::Util::Errors.instance_method(:fail).owner }
    out
  end
end

# Oracle for the settings tests: prints settings the way Puppet 7 resolves
# them for Puppet Server (run mode "server", so [server] and [master] apply),
# using Puppet's own settings code. environments/envconf's tests use it too:
# with --environment, an environment's settings come from its
# environment.conf (Puppet::Settings::EnvironmentConf).
#
# Usage: ruby print_settings.rb NAME... -- PUPPET_FLAGS...
# Prints "name = value" per name, or "Error: message" lines.
require 'puppet'

sep = ARGV.index('--') || ARGV.length
names = ARGV[0...sep]
args = ARGV[(sep + 1)..] || []

Puppet::Util::Log.newdestination(:console)
Puppet::Util::Log.level = :warning
begin
  Puppet.send(:do_initialize_settings_for_run_mode, :server, args, true, true, {})
  values = Puppet.settings.values(Puppet[:environment].to_sym, :server)
  names.each do |n|
    puts "#{n} = #{values.print(n.to_sym)}"
  end
rescue StandardError => e
  puts "Error: #{e.message}"
end

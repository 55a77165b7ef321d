# Records Puppet 7.23's settings for $settings::<name> (Debian's puppet
# package), in run mode "server" as Puppet Server compiles (their names,
# classes and defaults are environments/settings' table, written by its
# gen_puppetnames.rb):
#   expected.json  the values Puppet's compiler gives $settings::<name>
#       (Scope#merge_settings: transform_setting(value_sym(name, env))) with
#       the base directories of BASE set: what TestSettingsVariables
#       compares Punch's resolution of the defaults with.
require 'puppet'
require 'json'

BASE = {
  'confdir' => '/oracle/conf', 'codedir' => '/oracle/code', 'vardir' => '/oracle/var',
  'logdir' => '/oracle/log', 'rundir' => '/oracle/run', 'publicdir' => '/oracle/public',
  'ssldir' => '/oracle/ssl', 'cadir' => '/oracle/ca', 'certname' => 'oracle.example.com',
  'basemodulepath' => '/oracle/code/modules:/oracle/global', 'vendormoduledir' => '/oracle/vendor',
  'environmentpath' => '/oracle/code/environments', 'hiera_config' => '/oracle/conf/hiera.yaml',
}.freeze

args = BASE.flat_map { |k, v| ["--#{k}", v] }
Puppet.send(:do_initialize_settings_for_run_mode, :server, args, true, true, {})
s = Puppet.settings
expected = {}
s.each_key.each do |name|
  next if name == :name
  # Scope#transform_setting, as the compiler does.
  tr = lambda do |v|
    case v
    when String, Numeric, true, false, nil then v
    when Array then v.map { |e| tr.call(e) }
    when Hash then v.to_h { |k, e| [tr.call(k), tr.call(e)] }
    else v == :undef ? nil : v.to_s
    end
  end
  v = tr.call(s.value_sym(name, :production))
  v = 'Infinity' if v.is_a?(Float) && v.infinite?
  expected[name.to_s] = v
end
dir = File.dirname(File.expand_path(__FILE__))
File.write(File.join(dir, 'expected.json'), JSON.pretty_generate({ 'base' => BASE, 'values' => expected }) + "\n")
puts "recorded #{expected.size} settings"

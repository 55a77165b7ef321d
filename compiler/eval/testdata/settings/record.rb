# Records Puppet 7.23's settings for $settings::<name> (Debian's puppet
# package), in run mode "server" as Puppet Server compiles:
#   ../../puppet_settings.json  every setting the Settings class gets: its
#       name, its Puppet::Settings class and its default as Puppet defines it
#       (text with $references not yet replaced; evaluated for the few
#       defaults that are code)
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
table = []
expected = {}
s.each_key.each do |name|
  next if name == :name
  st = s.setting(name)
  d = st.default(false)
  d = d.to_s if d.is_a?(Symbol)
  table << { 'name' => name.to_s, 'class' => st.class.name.sub('Puppet::Settings::', ''), 'default' => d }
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
File.write(File.join(dir, '..', '..', 'puppet_settings.json'), JSON.pretty_generate(table) + "\n")
File.write(File.join(dir, 'expected.json'), JSON.pretty_generate({ 'base' => BASE, 'values' => expected }) + "\n")
puts "recorded #{table.size} settings"

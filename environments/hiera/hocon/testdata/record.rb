# record.rb : record what ruby-hocon 1.3.1 (Debian's ruby-hocon, what Puppet 7.23's hocon_data
# calls) makes of each cases/NAME.conf with Hocon.parse, run from this directory (include file()
# is relative to it) with HOCON_TEST_VAR=from-env. Writes expected.json: NAME => {"value": Ruby's
# inspect of the result} or {"error_class", "error"}.
require 'hocon'
require 'hocon/config_error'
require 'json'
Dir.chdir(__dir__)
ENV['HOCON_TEST_VAR'] = 'from-env'
out = {}
Dir['cases/*.conf'].sort.each do |f|
  name = File.basename(f, '.conf')
  begin
    out[name] = { 'value' => Hocon.parse(File.read(f, encoding: 'utf-8')).inspect }
  rescue StandardError => e
    out[name] = { 'error_class' => e.class.name.sub(/^Hocon::ConfigError::/, ''), 'error' => e.message }
  end
end
File.write('expected.json', JSON.pretty_generate(out) + "\n")
puts "recorded #{out.size} cases with ruby-hocon #{Gem.loaded_specs['hocon']&.version || '1.3.1'}"

# record.rb : record what ruby-hocon 1.3.1 (Debian's ruby-hocon, what Puppet 7.23's hocon_data
# calls) makes of the cases, run from this directory (include file() is relative to it) with
# HOCON_TEST_VAR=from-env:
# - cases/NAME.conf with Hocon.parse of its text (hocon_data) into expected.json;
# - load/NAME.conf (but *-part.conf, which the others include) and Puppet Server's stock conf.d
#   files (environments/settings/testdata/puppetserver/conf.d, as "stock-NAME") with
#   Hocon.load of the file (includes relative to it) into load_expected.json.
# Each NAME => {"value": Ruby's inspect of the result} or {"error_class", "error"}.
#   ruby environments/data/hocon/testdata/record.rb
require 'hocon'
require 'hocon/config_error'
require 'json'
Dir.chdir(__dir__)
ENV['HOCON_TEST_VAR'] = 'from-env'

# Hocon.load names a file by its absolute path; the recording names it relative to this
# directory, as the test gives it to Punch (which names a file as it is given).
def record(out, name)
  out[name] = { 'value' => yield.inspect }
rescue StandardError => e
  out[name] = { 'error_class' => e.class.name.sub(/^Hocon::ConfigError::/, ''),
                'error' => e.message.gsub(Dir.pwd + '/', '') }
end

parsed = {}
Dir['cases/*.conf'].sort.each do |f|
  record(parsed, File.basename(f, '.conf')) { Hocon.parse(File.read(f, encoding: 'utf-8')) }
end
File.write('expected.json', JSON.pretty_generate(parsed) + "\n")

loaded = {}
Dir['load/*.conf'].sort.reject { |f| f.end_with?('-part.conf') }.each do |f|
  record(loaded, File.basename(f, '.conf')) { Hocon.load(f) }
end
Dir['../../../settings/testdata/puppetserver/conf.d/*.conf'].sort.each do |f|
  record(loaded, 'stock-' + File.basename(f, '.conf')) { Hocon.load(f) }
end
File.write('load_expected.json', JSON.pretty_generate(loaded) + "\n")
puts "recorded #{parsed.size} parsed and #{loaded.size} loaded cases with ruby-hocon #{Gem.loaded_specs['hocon']&.version || '1.3.1'}"

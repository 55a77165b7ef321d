# Records what the ruby-hocon gem (Debian's ruby-hocon 1.3.1, what Puppet's
# hocon_data backend uses) reads from each case and from Puppet Server's stock
# conf.d files, as JSON: the oracle of hocon_test.go.
#   ruby environments/settings/hocon/testdata/record.rb
require 'hocon'
require 'json'
dir = File.dirname(__FILE__)
inputs = Dir[File.join(dir, 'cases', '*.conf')].reject { |f| f.end_with?('-part.conf') } +
  Dir[File.join(dir, '..', '..', 'testdata', 'puppetserver', 'conf.d', '*.conf')]
inputs.sort.each do |f|
  out = File.join(dir, 'expected', File.basename(f, '.conf') + '.json')
  begin
    v = Hocon.load(f)
    File.write(out, JSON.pretty_generate(v) + "\n")
  rescue StandardError => e
    File.write(out, JSON.generate({'error' => e.class.name}) + "\n")
  end
end

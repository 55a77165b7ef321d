# Compiles site.pp with Puppet 7.23 and renders the catalog as Puppet Server
# does for an agent that accepts application/vnd.puppet.rich+json (the
# rich_data_json format), printing each resource's parameters as
# {"Type[title]": parameters}.
require 'puppet'
require 'json'
require 'tmpdir'
Dir.mktmpdir do |tmp|
  env = File.join(tmp, 'envs', 'production')
  FileUtils.mkdir_p(File.join(env, 'manifests'))
  FileUtils.cp(File.join(__dir__, 'site.pp'), File.join(env, 'manifests', 'site.pp'))
  Puppet.initialize_settings(['--environmentpath', File.join(tmp, 'envs'), '--vardir', "#{tmp}/var", '--confdir', "#{tmp}/conf"])
  penv = Puppet.lookup(:environments).get!('production')
  Puppet.override(current_environment: penv) do
    node = Puppet::Node.new('web01.example.com', environment: penv)
    cat = Puppet::Parser::Compiler.compile(node)
    data = JSON.parse(Puppet::Network::FormatHandler.format(:rich_data_json).render(cat))
    out = {}
    data['resources'].each do |r|
      next unless %w[Notify File].include?(r['type'])
      out["#{r['type']}[#{r['title']}]"] = { 'parameters' => r['parameters'], 'sensitive_parameters' => r['sensitive_parameters'] }.compact
    end
    puts JSON.pretty_generate(out)
  end
end

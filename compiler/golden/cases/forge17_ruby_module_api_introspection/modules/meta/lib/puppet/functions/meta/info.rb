# frozen_string_literal: true

# What module Ruby reads about modules and the environment (the way older modules load metadata
# and files): Puppet::Module.find, metadata, version, files, the environment's module list.
Puppet::Functions.create_function(:'meta::info', Puppet::Functions::InternalFunction) do
  dispatch :info do
    scope_param
    param 'String', :name
  end

  def info(scope, name)
    env = scope.environment
    mod = Puppet::Module.find(name, env.name.to_s)
    return { 'found' => false, 'env' => env.name.to_s } if mod.nil?

    file = mod.file('greeting.txt')
    {
      'found' => true,
      'name' => mod.name,
      'forge_name' => mod.forge_name,
      'version' => mod.version,
      'author' => mod.author,
      'license' => mod.license,
      'deps' => (mod.dependencies || []).map { |d| [d['name'], d['version_requirement']] },
      'has_metadata' => mod.has_metadata?,
      'greeting' => file ? File.read(file).strip : nil,
      'path_ends' => File.basename(mod.path),
      'env' => env.name.to_s,
      'modules' => env.modules.map(&:name).sort,
      'has_other' => !env.module('other').nil?,
      'supports' => ((mod.metadata || {})['operatingsystem_support'] || []).map { |o| o['operatingsystem'] },
    }
  end
end

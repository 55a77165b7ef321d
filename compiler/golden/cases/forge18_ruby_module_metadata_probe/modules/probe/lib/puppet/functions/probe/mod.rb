# Puppet::Module and Puppet::FileSystem as module functions use them to read their own metadata and
# files: each call's result or its error.
Puppet::Functions.create_function(:'probe::mod', Puppet::Functions::InternalFunction) do
  dispatch :mod do
    scope_param
  end

  def mod(scope)
    env = scope.environment
    m = Puppet::Module.find('probe', env.name)
    probes = {
      'find' => -> { [m.name, m.class.name, Puppet::Module.find('nope', env.name).inspect] },
      'metadata' => -> { [m.version, m.author, m.license, m.source, m.metadata['summary'], m.forge_name] },
      'dependencies' => -> { m.dependencies },
      'requirements' => -> { m.metadata['requirements'] },
      'has_metadata' => -> { [m.has_metadata?, env.module('other').has_metadata?] },
      'path_rel' => -> { File.basename(m.path) },
      'file' => -> { f = m.file('sub/data.txt'); [File.basename(f), File.read(f).chomp] },
      'file_missing' => -> { m.file('nope.txt').inspect },
      'template' => -> { File.basename(m.template('t.erb').to_s) },
      'env_modules' => -> { env.modules.map(&:name).select { |n| %w[probe other stdlib].include?(n) }.sort },
      'env_module_names' => -> { [env.module('other').name, env.module('nope').inspect] },
      'fs_exist' => -> { f = m.file('sub/data.txt'); [Puppet::FileSystem.exist?(f), Puppet::FileSystem.file?(f), Puppet::FileSystem.directory?(File.dirname(f))] },
      'fs_read' => -> { Puppet::FileSystem.read(m.file('sub/data.txt'), encoding: 'utf-8') },
      'fs_children' => -> { Puppet::FileSystem.children(File.join(m.path, 'files')).map { |p| File.basename(p.to_s) } },
      'fs_basename' => -> { Puppet::FileSystem.basename_string('/a/b.c') },
      'load_metadata_fn' => -> { call_function('load_module_metadata', 'probe')['version'] },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message}"
                  end
    end
  end
end

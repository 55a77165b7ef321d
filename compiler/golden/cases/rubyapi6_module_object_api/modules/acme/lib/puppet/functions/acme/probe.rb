Puppet::Functions.create_function(:'acme::probe') do
  dispatch :run do
    param 'String', :name
  end

  def run(name)
    m = closure_scope.compiler.environment.module(name)
    strip = ->(v) { v.is_a?(String) ? v.sub(%r{^.*/modules/}, 'modules/') : v }
    calls = {
      'version' => -> { m.version },
      'metadata_name' => -> { m.metadata['name'] },
      'author' => -> { m.author },
      'license' => -> { m.license },
      'source' => -> { m.source },
      'summary' => -> { m.summary },
      'description' => -> { m.description },
      'puppetversion' => -> { m.puppetversion },
      'forge_name' => -> { m.forge_name },
      'dependencies' => -> { m.dependencies },
      'has_metadata' => -> { m.has_metadata? },
      'plugin_directory' => -> { strip.call(m.plugin_directory) },
      'manifests' => -> { strip.call(m.manifests) },
      'templates?' => -> { m.templates? },
      'template' => -> { strip.call(m.template('t.erb')) },
      'template_missing' => -> { m.template('nope.erb') },
      'files?' => -> { m.files? },
      'all_manifests' => -> { m.all_manifests.map { |f| strip.call(f) } },
      'to_s' => -> { strip.call(m.to_s) },
      'supports' => -> { m.supports('Debian', '12') },
    }
    calls.map { |k, fn| [k, begin; fn.call; rescue StandardError => e; "#{e.class}: #{e.message}"; end] }.to_h
  end
end

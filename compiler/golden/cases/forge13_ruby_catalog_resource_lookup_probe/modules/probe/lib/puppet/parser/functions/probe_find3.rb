Puppet::Parser::Functions.newfunction(:probe_find3, :type => :rvalue) do |args|
  calls = {
    'scope_findresource' => -> { findresource('File', '/etc/motd').to_s },
    'catalog_resource' => -> { catalog.resource('File', '/etc/motd').to_s },
    'catalog_resource_ref' => -> { catalog.resource('File[/etc/motd]')[:content] },
    'compiler_catalog_resource' => -> { compiler.catalog.resource('Class', 'main').to_s },
    'type_and_title' => -> { Puppet::Resource.type_and_title('File[/etc/motd]', nil).inspect },
  }
  calls.map { |k, fn| [k, begin; fn.call; rescue StandardError => e; "#{e.class}: #{e.message}"; end] }.to_h
end

Puppet::Parser::Functions.newfunction(:probe_cls, :type => :rvalue) do |args|
  calls = {
    'Class,main' => -> { catalog.resource('Class', 'main').inspect },
    'Class,Main' => -> { catalog.resource('Class', 'Main').inspect },
    'Class[main]' => -> { catalog.resource('Class[main]').inspect },
    'Class[Main]' => -> { catalog.resource('Class[Main]').inspect },
    'Class,settings' => -> { catalog.resource('Class', 'settings').inspect },
    'Class,foo::bar' => -> { catalog.resource('Class', 'foo::bar').inspect },
    'Class,Foo::Bar' => -> { catalog.resource('Class', 'Foo::Bar').inspect },
    'class,foo::bar' => -> { catalog.resource('class', 'foo::bar').inspect },
    'Foo::Baz,x' => -> { catalog.resource('Foo::Baz', 'x').inspect },
    'foo::baz,x' => -> { catalog.resource('foo::baz', 'x').inspect },
    'File,/etc/motd' => -> { catalog.resource('file', '/etc/motd').inspect },
    'Notify[a]' => -> { catalog.resource('Notify[a]').inspect },
    'resource_keys' => -> { catalog.resource_keys.map { |k| k.join('|') }.sort },
  }
  calls.map { |k, fn| [k, begin; fn.call; rescue StandardError => e; "#{e.class}: #{e.message}"; end] }.to_h
end

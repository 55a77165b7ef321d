require_relative '../../../puppet_x/probe/config'

Puppet::Functions.create_function(:'probe::library') do
  dispatch :library do
  end

  def library
    x = PuppetX::Probe
    out = {}
    h = x::Host.create('web01', address: '10.0.0.1', groups: %w[linux web], vars: { 'os' => 'Debian', 'n' => nil })
    s = x::Service.create('http', check_command: :http, port: 80)
    l = x::LoudHost.create('db', address: '10.0.0.2')
    out['host'] = h.render
    out['service'] = s.render
    out['loud'] = l.render
    out['to_s'] = h.to_s
    out['sorted'] = [s, h, l].sort.map(&:name)
    out['max'] = [s, h, l].max.name
    out['between'] = h.between?(l, s)
    out['mm'] = [h.address, h.respond_to?(:address), h.respond_to?(:nope), (h.nope rescue $!.class.name)]
    out['registry'] = x::Host.registry.keys.sort
    out['service_registry'] = x::Service.registry.keys.sort
    out['instances'] = x::Base.instances
    out['ancestors'] = x::LoudHost.ancestors.take(4).map(&:to_s)
    out['log'] = h.log_lines + s.log_lines
    out['quote'] = x::Quoting.quote(['a"b', :sym, 1.5, nil, { 'k' => [1] }])
    out['error'] = begin; raise x::ConfigError; rescue x::ConfigError => e; [e.class.name, e.message]; end
    out['notimpl'] = begin; x::Base.new('b').render; rescue NotImplementedError => e; [e.class.name, e.message, e.is_a?(StandardError)]; end
    out['const'] = [x::Base::COUNTER_START, x.const_defined?(:Host), x.constants.sort.map(&:to_s)]
    out['methods'] = x::Host.instance_methods(false).sort.map(&:to_s)
    out['module_fn'] = x::Quoting.respond_to?(:quote)
    out['singleton'] = x::Base.singleton_methods.sort.map(&:to_s)
    out['eql'] = [h == x::Host.new('web01'), h.equal?(h), h.eql?(x::Host.new('web01'))]
    out['frozen'] = x::Host.new('f').freeze.frozen?
    out['class_var'] = x::Base.class_variable_get(:@@instances)
    out['is_a'] = [h.is_a?(x::Base), h.is_a?(Comparable), x::Host < x::Base, x::Base <= x::Host, x::Service.superclass.name]
    out
  end
end

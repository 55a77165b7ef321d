Puppet::Functions.create_function(:'vl::probe', Puppet::Functions::InternalFunction) do
  dispatch :probe do
    scope_param
  end

  def try
    yield.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def probe(scope)
    bin = Puppet::Pops::Types::PBinaryType::Binary
    out = []
    out << try { [bin.from_string('hi').to_s, bin.from_string('é').length, bin.from_string('é').binary_buffer.bytes] }
    out << try { bin.from_string("\xff".b).to_s }
    out << try { bin.from_string("\xff\xfe") }
    out << try { bin.from_string('caf'.encode('ISO-8859-1') + "\xe9".force_encoding('ISO-8859-1')).binary_buffer.bytes }
    out << try { bin.from_string(5) }
    out << try { [bin.from_base64_strict('aGk=').to_s, bin.from_base64_urlsafe('_-8').binary_buffer.bytes] }
    out << try { bin.from_base64_strict('aGk') }
    env = Puppet::Node::Environment
    out << try { %w[foo_bar foo-bar Prod 9x].push("x\n", '', 'a b', "x\ny").map { |n| env.valid_name?(n) } }
    out << try { env.valid_name?(:sym) }
    l = Puppet::Pops::Loaders.find_loader(nil)
    out << try { l.load(:function, 'upcase').class.name }
    out << try { l.load(:function, 'vl::twice').class.name }
    out << try { l.load(:function, 'no_such_fn_rubyapi14') }
    out << try { l.load(:function, 'vl::twice').call(scope, 'ab') }
    out << try { l.load(:function, 'upcase').is_a?(Puppet::Pops::Functions::Function) }
    out << try { Puppet::Pops::Loaders.find_loader('vl').load(:function, 'vl::twice').class.to_s }
    out << try { Puppet.lookup(:loaders).private_environment_loader.load(:function, 'vl::probe').class.name }
    out << try { Puppet.lookup(:environments).get('production').name }
    out << try { Puppet.lookup(:environments).get(:production).to_s }
    out << try { Puppet.lookup(:environments).get('nope') }
    out << try { Puppet.override(rubyapi14_key: 'over') { Puppet.lookup(:rubyapi14_key) } }
    out << try { Puppet.lookup(:rubyapi14_key) { 'gone' } }
    out << try {
      Puppet.override({ rubyapi14_a: 1, rubyapi14_b: 2 }, 'outer') do
        Puppet.override(rubyapi14_a: 10) { [Puppet.lookup(:rubyapi14_a), Puppet.lookup(:rubyapi14_b)] }
      end
    }
    out << try {
      n = 0
      Puppet.override(rubyapi14_lazy: -> { n += 1 }) { [Puppet.lookup(:rubyapi14_lazy), Puppet.lookup(:rubyapi14_lazy), n] }
    }
    out << try { Puppet.override(rubyapi14_r: 1) { raise ArgumentError, 'inside' } }
    out << try { Puppet.lookup(:rubyapi14_r) { 'unbound again' } }
    out << try { Puppet.override('rubyapi14_s' => 's') { [Puppet.lookup('rubyapi14_s'), (Puppet.lookup(:rubyapi14_s) rescue $!.class)] } }
    out << try { Puppet.override(current_environment: 'fake') { Puppet.lookup(:current_environment) } }
    out
  end
end

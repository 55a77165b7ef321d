Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Pattern[/^a/, /b$/]'); [t.patterns.map(&:pattern), t.instance?('xb')]
  end

  def p1
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Optional[String[1]]'); [t.optional_type.to_s, t.instance?(nil), t.instance?('')]
  end

  def p2
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Variant[Integer, String]'); t.types.map(&:to_s)
  end

  def p3
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Struct[{a => Integer, Optional[b] => String}]'); [t.elements.map(&:name), t.elements.map { |e| e.key_type.to_s }]
  end

  def p4
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Hash[String, Array[Integer, 1, 3]]'); [t.key_type.to_s, t.value_type.to_s, t.value_type.element_type.to_s, t.value_type.size_type.to_s]
  end

  def p5
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Tuple[String, Integer, 1, 5]'); [t.types.map(&:to_s), t.size_type.to_s]
  end

  def p6
    t = Puppet::Pops::Types::TypeParser.singleton.parse('String[2, 4]'); [t.size_type.to_s, t.instance?('abc'), t.instance?('a')]
  end

  def p7
    Puppet::Pops::Types::TypeParser.singleton.parse('NotUndef[String]').type.to_s
  end

  def p8
    Puppet::Pops::Types::TypeParser.singleton.parse('Sensitive[String]').type.to_s
  end

  def p9
    Puppet::Pops::Types::TypeParser.singleton.parse('Type[Integer]').type.to_s
  end
end

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
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Integer[1, 10]'); [t.class.name, t.from, t.to, t.instance?(5), t.instance?(11), t.to_s]
  end

  def p1
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Enum[a, b, c]'); [t.class.name, t.values, t.instance?('b')]
  end

  def p2
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Float[0.0, 1.0]'); [t.from, t.to, t.instance?(0.5), t.instance?(1)]
  end

  def p3
    Puppet::Pops::Types::TypeParser.singleton.parse('Array[String]').assignable?(Puppet::Pops::Types::TypeParser.singleton.parse('Array[Enum[a]]'))
  end

  def p4
    Puppet::Pops::Types::TypeParser.singleton.parse('Integer').generalize.to_s
  end

  def p5
    Puppet::Pops::Types::TypeParser.singleton.parse('Integer[1,2]').generalize.to_s
  end

  def p6
    Puppet::Pops::Types::TypeParser.singleton.parse('Enum[b, a]').normalize.to_s
  end

  def p7
    Puppet::Pops::Types::TypeParser.singleton.parse('Variant[Integer[1,2], Integer[3,4]]').normalize.to_s
  end

  def p8
    Puppet::Pops::Types::TypeParser.singleton.parse('Integer') == Puppet::Pops::Types::TypeParser.singleton.parse('Integer')
  end

  def p9
    Puppet::Pops::Types::TypeParser.singleton.parse('Integer[1]').hash == Puppet::Pops::Types::TypeParser.singleton.parse('Integer[1]').hash
  end

  def p10
    Puppet::Pops::Types::TypeCalculator.infer(1..3).to_s rescue $!.class
  end

  def p11
    Puppet::Pops::Types::TypeCalculator.infer(/x/).to_s
  end

  def p12
    Puppet::Pops::Types::TypeCalculator.infer(:default).to_s
  end

  def p13
    Puppet::Pops::Types::TypeCalculator.infer(nil).to_s
  end

  def p14
    Puppet::Pops::Types::TypeCalculator.infer(Puppet::Pops::Types::TypeParser.singleton.parse('Integer')).to_s
  end

  def p15
    Puppet::Pops::Types::TypeCalculator.infer([1, 'a']).to_s
  end

  def p16
    Puppet::Pops::Types::TypeCalculator.infer_set([1, 'a']).to_s
  end

  def p17
    Puppet::Pops::Types::TypeCalculator.infer({ 'a' => 1.5 }).to_s
  end

  def p18
    Puppet::Pops::Types::TypeCalculator.singleton.instance?(Puppet::Pops::Types::TypeParser.singleton.parse('Integer'), 3) rescue $!.class
  end
end

require 'yaml'
require 'date'
require 'set'
require 'ostruct'
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
    YAML.dump({ a: 1, 'b' => :sym })
  end

  def p1
    YAML.dump(Date.new(2024, 1, 2))
  end

  def p2
    YAML.dump({ 'when' => Date.new(2024, 1, 2), 'at' => Time.utc(2024, 1, 2, 3, 4, 5) })
  end

  def p3
    YAML.dump(Time.utc(2024, 1, 2, 3, 4, 5, 500))
  end

  def p4
    YAML.dump(1..3)
  end

  def p5
    YAML.dump(Set[1, 2])
  end

  def p6
    YAML.dump(OpenStruct.new(a: 1))
  end

  def p7
    YAML.dump(Struct.new(:x).new(1)) rescue $!.class
  end

  def p8
    YAML.dump([nil, true, 1.5, 'multi\nline', "real\nnewline\n"])
  end

  def p9
    YAML.dump('x' => { 'y' => [] }, 'z' => nil)
  end

  def p10
    { 'd' => Date.new(2024, 1, 2) }.to_yaml
  end

  def p11
    JSON.generate({ 'd' => Date.new(2024, 1, 2), 't' => Time.utc(2024, 1, 2) }) rescue $!.class
  end

  def p12
    { 'd' => Date.new(2024, 1, 2) }.to_json rescue $!.class
  end

  def p13
    Date.new(2024, 1, 2).to_s + ' ' + Date.new(2024, 1, 2).inspect
  end

  def p14
    "#{Date.new(2024, 1, 2)}"
  end

  def p15
    [Date.new(2024, 1, 3), Date.new(2024, 1, 1)].sort.map(&:to_s)
  end

  def p16
    Date.new(2024, 1, 2) == Date.new(2024, 1, 2)
  end

  def p17
    { Date.new(2024, 1, 2) => 1 }[Date.new(2024, 1, 2)]
  end

  def p18
    [Date.new(2024, 1, 2), Date.new(2024, 1, 2)].uniq.size
  end

  def p19
    (Date.new(2024, 1, 2) + 30).to_s
  end

  def p20
    Date.new(2024, 1, 2).to_time.utc.to_s
  end
end

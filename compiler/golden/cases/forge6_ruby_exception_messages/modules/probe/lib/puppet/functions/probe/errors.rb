Puppet::Functions.create_function(:'probe::errors') do
  dispatch :run do
  end


  def run
    h = { 'a' => 1, 'b' => [1, 2] }
    s = 'str'
    n = nil
    tests = [
      -> { n['x'] },
      -> { n.upcase },
      -> { 1 + 'a' },
      -> { 'a' + 1 },
      -> { 'a' + nil },
      -> { [1] + nil },
      -> { h.fetch('zz') },
      -> { h.fetch(:sym) },
      -> { [1, 2].fetch(5) },
      -> { 1 / 0 },
      -> { Integer('12x') },
      -> { Float('x') },
      -> { h.foo },
      -> { s.bar },
      -> { 3.baz },
      -> { [1, 'a'].qux },
      -> { :sym.zap },
      -> { true.zip },
      -> { raise 'plain message' },
      -> { raise ArgumentError },
      -> { raise ArgumentError, 'custom arg' },
      -> { raise Puppet::ParseError, 'parse err' },
      -> { raise Puppet::Error, 'puppet err' },
      -> { [3, 'a'].sort },
      -> { 'abc'.center },
      -> { 'abc'.center(1, 2, 3) },
      -> { Hash.new.fetch('k') { |k| raise KeyError, "no #{k}" } },
      -> { 'x' * -1 },
      -> { [1, 2].first(-1) },
      -> { 'abc'.to_sym.to_proc.call(nil) },
      -> { JSON.parse('{bad') },
      -> { YAML.safe_load("a: :b\n- x") },
      -> { Object.const_get('NoSuchConst') },
      -> { s.frozen_thing = 1 },
      -> { 'abc'.freeze.upcase! },
      -> { loop { raise StopIteration }; 'loop ok' },
      -> { [1, 2, 3].each_slice(0).to_a },
      -> { Integer.sqrt(-1) },
      -> { 2**'a' },
      -> { nil.to_h.fetch('a') },
      -> { 'é'.encode('ASCII') },
      -> { Comparable.new },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: ok #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end
  end
end

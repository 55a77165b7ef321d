require 'date'
require 'set'
Puppet::Functions.create_function(:'probe::ret') do
  dispatch :ret do
    param 'String', :kind
  end
  def ret(kind)
    case kind
    when 'date' then Date.new(2024, 1, 2)
    when 'time' then Time.at(0).utc
    when 'set' then Set[1, 2]
    when 'range' then (1..3)
    when 'struct' then Struct.new(:a).new(1)
    when 'sym_hash' then { a: 1, 'b' => :c }
    when 'inf' then Float::INFINITY
    when 'nan' then Float::NAN
    when 'ratio' then Rational(1, 3)
    when 'bigdec' then (require 'bigdecimal'; BigDecimal('1.5'))
    when 'nested_nil' then [nil, { 'k' => nil }]
    when 'frozen' then 'x'.freeze
    when 'regexp' then /a+b/i
    end
  end
end

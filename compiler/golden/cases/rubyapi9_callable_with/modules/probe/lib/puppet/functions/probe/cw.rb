# PCallableType#callable_with? with Ruby arguments and Ruby blocks
# (a Ruby proc with a rest parameter is left out: Puppet 7.23's infer_Proc breaks out of its
# map with PAnyType for it, and the block check then raises NoMethodError `empty?')
Puppet::Functions.create_function(:'probe::cw') do
  dispatch :cw do
    param 'String', :type
  end

  def cw(type)
    t = Puppet::Pops::Types::TypeParser.singleton.parse(type)
    [
      t.callable_with?([]),
      t.callable_with?([1]),
      t.callable_with?([1, 'a']),
      t.callable_with?(['a', 1, 2]),
      t.callable_with?([1], proc { |a| a }),
      t.callable_with?([1], lambda { |a, b = 2| a }),
      t.callable_with?([1], proc { 1 }),
      t.callable_with?([1], nil),
    ].inspect
  end
end

# super from a method_missing words the error by how the call was made:
# a bare identifier is NameError "undefined local variable or method".
class A
  def method_missing(n, *a)
    n == :zz ? 1 : super
  end

  def respond_to_missing?(*)
    true
  end

  def go
    [zz, (foo rescue [$!.class, $!.message]), (self.bar rescue [$!.class, $!.message]), (baz() rescue [$!.class, $!.message])]
  end
end
puts A.new.go.inspect.gsub(/0x\h+/, '')
puts((A.new.qq rescue [$!.class, $!.message]).inspect.gsub(/0x\h+/, ''))
puts((Object.new.send(:method_missing, :x) rescue [$!.class, $!.message]).inspect.gsub(/0x\h+/, ''))

# Written for this case: block parameters with a keyword default, as define_method-generated helpers in module
# types and providers declare them (define_method(name) { |value, opts: {}| ... }).
Puppet::Functions.create_function(:'probe::blockkw') do
  dispatch :run do
  end

  def run
    c = Class.new do
      define_method(:fmt) { |value, prefix: '-', width: 4| "#{prefix}#{value.to_s.rjust(width)}" }
    end
    pr = proc { |k: 1| k * 2 }
    [c.new.fmt(7), c.new.fmt(7, prefix: '+', width: 2), pr.call, pr.call(k: 5), pr.arity]
  end
end

# A Range of Strings stepped, as stdlib's 3.x range() does ((start .. stop).step(step).collect { |i| i }),
# and String#upto, which it relies on.
Puppet::Functions.create_function(:'rng::steps') do
  dispatch :steps do
    param 'String', :from
    param 'String', :to
    param 'Integer', :step
  end

  def steps(from, to, step)
    [(from..to).step(step).collect { |i| i }, from.upto(to).to_a, (from...to).to_a].inspect
  end
end

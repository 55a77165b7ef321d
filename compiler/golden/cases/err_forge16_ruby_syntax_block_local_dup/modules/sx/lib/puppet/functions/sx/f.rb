# Invalid Ruby 3.1 in a module function file (the parser must reject it as Ruby does).
Puppet::Functions.create_function(:'sx::f') do
  dispatch :f do
  end

  def f
    [1].each { |x; x| }
    'ok'
  end
end

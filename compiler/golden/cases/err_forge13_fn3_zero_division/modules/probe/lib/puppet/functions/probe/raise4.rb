Puppet::Functions.create_function(:'probe::raise4') do
  dispatch :run do
    param 'String', :what
  end

  def run(what)
    case what
    when 'parse' then raise Puppet::ParseError, 'raise4: bad input'
    when 'argument' then raise ArgumentError, 'raise4 ArgumentError'
    when 'key' then { 'a' => 1 }.fetch('b')
    when 'stop' then raise StopIteration, 'raise4 stop'
    when 'frozen' then 'x'.freeze << 'y'
    when 'call_fail' then call_function('fail', 'from call_function fail')
    when 'index' then [1].fetch(5)
    end
  end
end

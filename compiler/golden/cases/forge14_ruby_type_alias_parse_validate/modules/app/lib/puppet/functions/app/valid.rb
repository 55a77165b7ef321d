# Written for this case: a module function validating data against the module's own type aliases parsed from
# strings in Ruby (with and without the function's loader), as config validators do.
Puppet::Functions.create_function(:'app::valid') do
  dispatch :valid do
    param 'Any', :value
  end

  def valid(value)
    r = []
    [['App::Endpoint', nil], ['App::Endpoint', loader], ['Array[App::Port]', loader], ['App::Nope', loader]].each do |s, l|
      r << begin
        t = l ? Puppet::Pops::Types::TypeParser.singleton.parse(s, l) : Puppet::Pops::Types::TypeParser.singleton.parse(s)
        [s, !l.nil?, t.class.name.split('::').last, t.instance?(value), t.to_s]
      rescue StandardError => e
        [s, !l.nil?, "#{e.class}: #{e.message}"]
      end
    end
    r
  end
end

# Puppet::Pops::Serialization::ToDataConverter.convert with the options a
# caller gives, on values built in Ruby (shared arrays, binary strings,
# symbols) and on the value given.
Puppet::Functions.create_function(:'m::to_data') do
  dispatch :to_data do
    param 'Any', :value
    param 'Hash', :opts
  end

  def to_data(value, opts)
    o = opts.map { |k, v| [k.to_sym, v] }.to_h
    shared = [1, 2]
    h = { 'k' => 'v' }
    built = [shared, shared, { 'a' => h, 'b' => h, :sym => :undef }, "\xFF\x00".b, :other, :default, nil, 10**20]
    # (without rich data Puppet 7.23 fails on a value it must warn about:
    # its serialization_issue calls an undefined `stacktrace`)
    built = [shared, shared, h, { 'h' => h }] unless o[:rich_data]
    [
      Puppet::Pops::Serialization::ToDataConverter.convert(value, o),
      Puppet::Pops::Serialization::ToDataConverter.convert(built, o),
    ].inspect
  end
end

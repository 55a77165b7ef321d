# Puppet::Pops::Time::Timestamp.parse and Timespan.parse from Ruby with explicit formats (a String
# or an Array) and timezones; a failure's ArgumentError message is returned.
Puppet::Functions.create_function(:'rta::parse') do
  dispatch :parse do
    param 'String', :kind
    param 'String', :str
    optional_param 'Variant[String, Array[String]]', :format
    optional_param 'String', :timezone
  end

  def parse(kind, str, format = :default, timezone = nil)
    cls = kind == 'span' ? Puppet::Pops::Time::Timespan : Puppet::Pops::Time::Timestamp
    v = kind == 'span' ? cls.parse(str, format) : cls.parse(str, format, timezone)
    "#{v.class.name.split('::').last} #{v}"
  rescue ArgumentError => e
    "#{e.class}: #{e.message}"
  end
end

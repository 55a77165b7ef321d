# Returns an string with appended values to the end if they were not present in original string.
Puppet::Functions.create_function(:'foreman::ensure_value_in_string') do
  dispatch :ensure_value_in_string do
    required_param 'String', :string
    required_param 'Array[String]', :adding
    optional_param 'String', :separator
  end

  def ensure_value_in_string(string, adding, separator = ',')
    existing = string.split(separator.strip).map(&:strip)
    to_add = adding - existing

    ([ string.empty? ? nil : string ] + to_add).compact.join(separator)
  end
end

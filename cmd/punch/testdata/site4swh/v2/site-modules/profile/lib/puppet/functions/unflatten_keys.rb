# The following function allows to unflatten keys from the following form:
# mediawiki::vhosts::domain::basic_auth_content: some-basic-auth-content
# into a nested ruby dict.
Puppet::Functions.create_function(:'unflatten_keys') do
  dispatch :unflatten_keys do
    param 'Hash', :flattened
  end

  def unflatten_keys(flattened)
    result = {}

    flattened.each do |key, value|
      # Split the key by '::' to get the path components
      parts = key.split('::')

      # Navigate/create the nested structure
      current = result
      parts[0...-1].each do |part|
        current[part] ||= {}
        current = current[part]
      end

      # Set the final value
      current[parts[-1]] = value
    end

    result
  end
end

# frozen_string_literal: true

# A function that sorts an array of version numbers.
Puppet::Functions.create_function(:'extlib::sort_by_version') do
  dispatch :sort_by_version do
    param 'Array[String]', :versions
    return_type 'Array[String]'
  end

  def sort_by_version(versions)
    versions.sort_by { |v| Gem::Version.new(v) }
  end
end

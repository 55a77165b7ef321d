# frozen_string_literal: true

# Sorts version strings with Gem::Version, as extlib-style helpers do.
Puppet::Functions.create_function(:'extx::sort_by_version') do
  dispatch :sort_by_version do
    param 'Array[String]', :versions
  end

  def sort_by_version(versions)
    versions.sort_by { |v| Gem::Version.new(v) }
  end
end

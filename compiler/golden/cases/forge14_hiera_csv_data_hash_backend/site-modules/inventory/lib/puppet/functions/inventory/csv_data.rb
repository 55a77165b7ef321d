# frozen_string_literal: true

require 'csv'

# Written for this case in the way control repositories add a Hiera 5 data_hash backend to a site module: an
# inventory CSV (one row per host, typed columns) becomes keys under inventory::, the file parsed once through
# the lookup context's file cache.
Puppet::Functions.create_function(:'inventory::csv_data') do
  dispatch :csv_data do
    param 'Struct[{path => String[1], Optional[key_column] => String[1]}]', :options
    param 'Puppet::LookupContext', :context
  end

  def csv_data(options, context)
    path = options['path']
    key_column = options['key_column'] || 'host'
    rows = context.cached_file_data(path) do |content|
      CSV.parse(content, headers: true, converters: :numeric, skip_blanks: true).map(&:to_h)
    end
    me = rows.find { |r| r[key_column] == context.interpolate('%{trusted.certname}') }
    return {} if me.nil?
    context.explain { "[inventory] row for #{me[key_column]}" }
    me.each_with_object({}) do |(k, v), acc|
      next if k == key_column
      acc["inventory::#{k}"] = v.is_a?(String) && v.include?(';') ? v.split(';').map(&:strip) : v
    end
  end
end

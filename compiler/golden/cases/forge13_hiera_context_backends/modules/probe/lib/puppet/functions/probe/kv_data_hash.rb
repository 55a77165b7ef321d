# Written for this case: a data_hash backend reading "key = value" files through the lookup context's file cache.
Puppet::Functions.create_function(:'probe::kv_data_hash') do
  dispatch :kv do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def kv(options, context)
    path = options['path']
    context.cached_file_data(path) do |content|
      content.each_line.reject { |l| l.strip.empty? || l.start_with?('#') }.map { |l| l.split('=', 2).map(&:strip) }.to_h
    end
  end
end

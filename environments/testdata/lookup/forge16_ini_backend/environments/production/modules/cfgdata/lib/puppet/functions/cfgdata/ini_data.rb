# A data_hash backend reading INI files through context.cached_file_data, as hiera backends of
# control repositories do for files of other formats (the shape of hiera-eyaml's and hocon_data's).
Puppet::Functions.create_function(:'cfgdata::ini_data') do
  dispatch :ini_data do
    param 'Struct[{path => String, Optional[section_separator] => String}]', :options
    param 'Puppet::LookupContext', :context
  end

  def ini_data(options, context)
    path = options['path']
    sep = options['section_separator'] || '::'
    context.cached_file_data(path) do |content|
      data = {}
      section = nil
      content.each_line do |line|
        line = line.strip
        next if line.empty? || line.start_with?(';', '#')
        if (m = line.match(/\A\[(.+)\]\z/))
          section = m[1]
        elsif (m = line.match(/\A([^=]+?)\s*=\s*(.*)\z/))
          key = section ? "#{section}#{sep}#{m[1]}" : m[1]
          data[key] = convert(m[2])
        end
      end
      context.explain { "ini_data read #{data.size} keys from #{File.basename(path)}" }
      data
    end
  end

  def convert(v)
    case v
    when 'true' then true
    when 'false' then false
    when /\A-?\d+\z/ then v.to_i
    when /\A-?\d+\.\d+\z/ then v.to_f
    when '' then nil
    else v
    end
  end
end

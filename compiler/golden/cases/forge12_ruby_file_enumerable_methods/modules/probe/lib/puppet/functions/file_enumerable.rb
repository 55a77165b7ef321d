# Written for this case: Enumerable and byte/char iteration over an open File, as module helpers read config files
# (jira's File#find, numbered lines with each_with_index), each call rescued.
Puppet::Functions.create_function(:file_enumerable) do
  def file_enumerable
    path = File.join(File.dirname(__FILE__), '..', '..', '..', 'files', 'lines.txt')
    calls = {
      'each_with_index'  => -> { File.open(path) { |f| f.each_with_index.map { |l, i| "#{i}:#{l.chomp}" } } },
      'each_with_object' => -> { File.open(path) { |f| f.each_with_object([]) { |l, a| a << l.size } } },
      'select'           => -> { File.open(path) { |f| f.select { |l| l.start_with?('s') } } },
      'find'             => -> { File.open(path) { |f| f.find { |l| l =~ /ird/ } } },
      'map chomp'        => -> { File.open(path) { |f| f.map(&:chomp) } },
      'each_slice'       => -> { File.open(path) { |f| f.each_slice(2).to_a } },
      'each_byte'        => -> { File.open(path) { |f| f.each_byte.first(2) } },
      'each_char'        => -> { File.open(path) { |f| f.each_char.first(3).join } },
      'lineno'           => -> { File.open(path) { |f| f.gets; f.gets; f.lineno } },
    }
    calls.map do |k, l|
      v = begin
        l.call.inspect
      rescue StandardError => e
        "#{e.class}: #{e.message.sub(/0x\h+/, '0x0')}"
      end
      "#{k} => #{v}"
    end
  end
end

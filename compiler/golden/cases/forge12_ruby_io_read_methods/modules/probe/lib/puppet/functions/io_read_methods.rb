# Written for this case: the ways module code reads a file (hiera_file's IO.binread, Hiera backends' IO.read,
# facts-like helpers' IO.foreach/readlines, binary reads), each call rescued, on a file of the module.
Puppet::Functions.create_function(:io_read_methods) do
  def io_read_methods
    path = File.join(File.dirname(__FILE__), '..', '..', '..', 'files', 'sample.txt')
    calls = {
      'IO.binread'          => -> { IO.binread(path) },
      'IO.binread enc'      => -> { IO.binread(path).encoding.to_s },
      'IO.binread len'      => -> { IO.binread(path, 3) },
      'File.binread enc'    => -> { File.binread(path).encoding.to_s },
      'IO.read'             => -> { IO.read(path) },
      'IO.read len off'     => -> { IO.read(path, 2, 1) },
      'IO.readlines'        => -> { IO.readlines(path) },
      'IO.foreach'          => -> { IO.foreach(path).to_a },
      'File.foreach chomp'  => -> { File.foreach(path).map(&:chomp) },
      'File.open rb'        => -> { File.open(path, 'rb') { |f| f.read }.encoding.to_s },
      'File.read mode rb'   => -> { File.read(path, mode: 'rb').encoding.to_s },
      'File.readlines chomp' => -> { File.readlines(path, chomp: true) },
      'File#readline'       => -> { f = File.new(path); l = f.readline; f.close; l },
      'File#gets'           => -> { File.open(path) { |f| f.gets } },
      'File.size?'          => -> { File.size?(path) },
      'IO.binread missing'  => -> { IO.binread(path + '.missing') },
    }
    calls.map do |k, l|
      v = begin
        l.call.inspect
      rescue StandardError => e
        "#{e.class}: #{e.message.sub(File.dirname(path), 'DIR')}"
      end
      "#{k} => #{v}"
    end
  end
end

# Ruby 3.1 core and standard library calls as module functions make them (config parsing, file
# and process helpers, encodings, numbers, enumerables): each call's result or its error.
require 'set'
require 'stringio'
require 'tempfile'
require 'time'
require 'date'
require 'etc'
Puppet::Functions.create_function(:'probe::core') do
  def core
    probes = {
      'popen' => -> { IO.popen(['echo', 'a b']).read },
      'popen_block' => -> { IO.popen('printf x') { |io| io.read } },
      'encode16' => -> { "héllo".encode('UTF-16LE').bytesize },
      'encode_ascii' => -> { "héllo".encode('ASCII', undef: :replace, replace: '?') },
      'encode_invalid' => -> { "abc\xFF".force_encoding('BINARY').encode('UTF-8') },
      'graphemes' => -> { "e\u0301x".each_grapheme_cluster.to_a.size },
      'upcase_sz' => -> { 'straße'.upcase },
      'casecmp' => -> { 'ÄB'.casecmp?('äb') },
      'file_stat' => -> { [File.stat(__FILE__).file?, File.mtime(__FILE__).class.name] },
      'dir_children' => -> { Dir.children(File.dirname(__FILE__)).sort },
      'fnmatch' => -> { [File.fnmatch('*.rb', 'a.rb'), File.fnmatch('**/*.rb', 'a/b/c.rb', File::FNM_PATHNAME), File.fnmatch('{a,b}', 'a', File::FNM_EXTGLOB)] },
      'etc' => -> { Etc.getpwuid(0).name },
      'tempfile' => -> { Tempfile.create('forge18') { |f| f.write('hi'); f.flush; File.read(f.path) } },
      'stringio' => -> { io = StringIO.new("a\nb\n"); [io.readlines, io.eof?] },
      'strftime' => -> { Time.at(0).utc.strftime('%Y-%m-%dT%H:%M:%S%z %a %j %U %-m %e %P') },
      'time_iso' => -> { Time.iso8601('2024-02-29T12:00:00+02:00').utc.to_s },
      'time_parse' => -> { Time.parse('2024-03-01 10:00 UTC').to_i },
      'date_cweek' => -> { [Date.new(2024, 12, 30).cweek, Date.new(2024, 2, 29).next_year.to_s, (Date.new(2024, 3, 1) - Date.new(2024, 2, 1)).to_i] },
      'rational' => -> { (1r / 3 + 1 / 6r).to_s },
      'complex' => -> { (Complex(1, 2) * Complex(0, 1)).to_s },
      'pow_mod' => -> { 3.pow(100, 7) },
      'isqrt' => -> { Integer.sqrt(10**20 + 1) },
      'round_even' => -> { [2.5.round(half: :even), 2.5.round, -2.5.round, 3.14159.floor(2), 1234.567.round(-2)] },
      'bit_length' => -> { [(2**64).bit_length, 255.bit_length, -1.bit_length] },
      'digits' => -> { 1234.digits },
      'float_sum' => -> { ([0.1] * 10).sum },
      'pack' => -> { [[10, 0, 0, 1].pack('C4').unpack1('N'), ['414243'].pack('H*'), 'aGk='.unpack1('m'), 'é'.unpack('U*'), [1].pack('n').bytes] },
      'succ' => -> { ['az'.succ, 'zz99'.succ, 'a9'.succ, 'Zz'.succ] },
      'tr' => -> { ['hello'.tr('el', 'ip'), 'hello'.tr('a-y', 'b-z'), 'hello'.delete('l'), 'aaabbb'.squeeze, 'hello'.count('lo')] },
      'center' => -> { ['ab'.center(7, '*'), 'ab'.ljust(5, '.'), 'ab'.rjust(1)] },
      'format_g' => -> { format('%g %g %g %G', 1e10, 0.0001, 123.456, 1e-10) },
      'format_star' => -> { format('%*d|%-*s|%c%c', 5, 1, 4, 'x', 65, 'yz') },
      'hash_default_proc' => -> { h = Hash.new { |hh, k| hh[k] = k * 2 }; h[3]; [h, h.fetch(4, :none)] },
      'hash_identity' => -> { h = {}.compare_by_identity; a = 'k'; h[a] = 1; h['k'.dup] = 2; h.size },
      'struct_kw' => -> { Struct.new(:a, :b, keyword_init: true).new(a: 1).to_h },
      'set_ops' => -> { [(Set[1, 2] | Set[3]).to_a, Set[1, 2].subset?(Set[1, 2, 3]), Set[3, 1].sort, Set[1].inspect] },
      'catch_throw' => -> { catch(:done) { 10.times { |i| throw :done, i if i == 3 }; :never } },
      'frozen' => -> { 'x'.freeze.upcase! },
      'method_ref' => -> { [1, 2].map(&10.method(:+)) },
      'curry' => -> { ->(a, b, c) { a + b + c }.curry[1][2][3] },
      'lazy' => -> { (1..Float::INFINITY).lazy.map { |x| x * 2 }.select { |x| (x % 3).zero? }.first(3) },
      'with_index' => -> { [5, 6].each.with_index(1).map { |x, i| x * i } },
      'zip_cycle' => -> { [1, 2, 3].zip([4].cycle) },
      'slice_to_h' => -> { (1..6).each_slice(2).to_h },
      'sort_by_multi' => -> { [['b', 2], ['a', 2], ['c', 1]].sort_by { |n, v| [-v, n] } },
      'min_by_n' => -> { [5, 1, 4, 2].min_by(2) { |x| x } },
      'scan_named' => -> { 'k1=v1;k2=v2'.scan(/(?<k>\w+)=(?<v>\w+)/) },
      'gsub_hash' => -> { 'cat'.gsub(/[aeiou]/, 'a' => '4') },
      'gsub_block' => -> { 'a1b22'.gsub(/\d+/) { $&.length.to_s } },
      'regexp_union' => -> { Regexp.union('a.b', /c+/i).source },
      'named_locals' => -> { if /(?<year>\d{4})-(?<mon>\d\d)/ =~ 'on 2024-02'; [year, mon]; end },
      'each_cons' => -> { (1..4).each_cons(2).map { |a, b| b - a } },
      'tally_by' => -> { %w[a bb cc d].group_by(&:size).transform_values(&:count) },
      'chunk_while' => -> { [1, 2, 4, 5, 7].chunk_while { |a, b| b == a + 1 }.to_a },
      'flat_map_uniq' => -> { [[1, 2], [2, 3]].flat_map(&:itself).uniq },
      'partition' => -> { (1..6).partition(&:even?) },
      'inject_sym' => -> { [[1, 2], [3, 4]].inject(:+) },
      'array_product' => -> { [1, 2].product(['a', 'b'], [true]) },
      'array_dig' => -> { [[1, [2, 3]]].dig(0, 1, 0) },
      'string_ord' => -> { ['a'.ord, 97.chr, 233.chr(Encoding::UTF_8), 'é'.bytes] },
      'string_split_limit' => -> { ['a,b,,c,,'.split(','), 'a,b,,c,,'.split(',', -1), 'a b  c'.split(' ', 2), 'abc'.split('')] },
      'string_slice' => -> { s = 'hello world'; [s[0, 5], s[-5..], s[/o\s(w)/, 1], s.slice(3..), s.byteslice(1, 2)] },
      'heredoc_squiggly' => -> { <<~TXT }
        a
          b
      TXT
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message}"
                  end
    end
  end
end

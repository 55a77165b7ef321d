# String encodings and byte handling as module functions meet them (files read in other charsets,
# escaping for config formats, inspect/dump for generated Ruby/YAML): each call's result or its error.
Puppet::Functions.create_function(:'probe::enc') do
  def enc
    probes = {
      'latin1_to_utf8' => -> { "caf\xE9".force_encoding('ISO-8859-1').encode('UTF-8') },
      'utf8_to_latin1_bytes' => -> { 'café'.encode('ISO-8859-1').bytes },
      'valid' => -> { ["ok".valid_encoding?, "bad\xFF".valid_encoding?, "bad\xFF".scrub('?'), "bad\xFF".scrub { |b| "<#{b.unpack1('H*')}>" }] },
      'b_bytes' => -> { s = 'é'.b; [s.encoding.to_s, s.size, s.bytes] },
      'encoding_names' => -> { ['x'.encoding.to_s, __ENCODING__.to_s, ''.force_encoding('BINARY').encoding.to_s, Encoding.default_external.to_s] },
      'xml_escape' => -> { ['a<b>&"c"'.encode(xml: :text), 'a"b'.encode(xml: :attr)] },
      'inspect' => -> { ["tab\there", "é\u0000\e[0m", "quote\"and\\", "\u{1F600}"].map(&:inspect) },
      'dump_undump' => -> { d = "é\n\"".dump; [d, d.undump] },
      'casecmp_unicode' => -> { ['ß'.casecmp?('SS'), 'Ä'.casecmp('ä'), 'ÉCOLE'.downcase, 'i'.upcase(:turkic), 'İ'.downcase(:turkic)] },
      'ljust_multibyte' => -> { ['é'.ljust(3, '.'), 'é'.bytesize, 'é'.length, '日本'.center(6, '*')] },
      'format_s_precision' => -> { [format('%-6.3s|', 'abcdef'), format('%5s|', 'é'), format('%c', 0x1F600), format('%%|%s', nil)] },
      'unpack_bits' => -> { ['A'.unpack('b*'), 'A'.unpack1('B*'), [65, 66].pack('U*'), "\x01\x02".unpack('n'), 'abc'.sum] },
      'each_byte_char' => -> { ['añ'.each_char.to_a, 'añ'.each_byte.to_a, 'añ'.codepoints, 'añ'.chars.map(&:ord)] },
      'normalize' => -> { ["e\u0301".unicode_normalize(:nfc).length, "é".unicode_normalize(:nfd).length, "ﬁ".unicode_normalize(:nfkc)] },
      'concat_incompatible' => -> { 'é' + "\xFF".b },
      'concat_ascii_binary' => -> { ('abc' + "\x01".b).encoding.to_s },
      'squish_strip' => -> { ["\u00a0x\u00a0".strip, "\t x \n".strip, " x ".lstrip, "x\r\n\r\n".chomp, "x\n".chomp('')] },
      'tr_ranges' => -> { ['hello'.tr('a-y', 'b-z'), 'hello'.tr('^l', '*'), 'a-b'.tr('-', '_'), 'héllo'.tr('é', 'e')] },
      'string_mult' => -> { ['ab' * 3, '-' * 0, [1, 2] * ','] },
      'hex_oct' => -> { ['ff'.hex, '0x1A'.hex, '777'.oct, '0b101'.oct, 'zz'.hex, '12abc'.to_i, '1e3'.to_f, '.5'.to_f] },
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

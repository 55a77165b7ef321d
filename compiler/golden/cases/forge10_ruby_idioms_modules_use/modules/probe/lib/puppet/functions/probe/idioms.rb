# frozen_string_literal: true

require_relative '../../../puppet_x/probe/helpers'


Puppet::Functions.create_function(:'probe::idioms') do
  def idioms
    checks = {
      'struct_kw'     => -> { e = PuppetX::Probe::Endpoint.new(host: 'h', port: 8); [e.to_s, e.to_h, e == PuppetX::Probe::Endpoint.new(host: 'h', port: 8)] },
      'struct_pos'    => -> { p = PuppetX::Probe::Pair.new(1); [p.a, p.b, p.to_a, p.members] },
      'set'           => -> { s = Set.new([3, 1, 3]); s << 2; [s.size, s.include?(1), s.to_a.sort, (s & Set[1, 9]).to_a, s.subset?(Set[1, 2, 3, 4])] },
      'comparable'    => -> { v = %w[1.10.0 1.9.2 1.10].map { |x| PuppetX::Probe::Version.new(x) }; [v.sort.map(&:to_s), v[0] > v[1], v.max.to_s, v[1].between?(v[2], v[0]), v[0].clamp(v[1], v[1]).to_s] },
      'method_missing'=> -> { s = PuppetX::Probe::Settings.new('port' => 8080); [s.port, s.respond_to?(:port), s.respond_to?(:nope)] },
      'mm_super'      => -> { PuppetX::Probe::Settings.new({}).nope },
      'define_method' => -> { b = PuppetX::Probe::Builder.new; [b.alpha_value, b.beta_value(2), b.respond_to?(:beta_value)] },
      'refinement'    => -> { Module.new { refine(String) { def shout = upcase } }.class.name },
      'squiggly_kw'   => -> { PuppetX::Probe.render(name: 'web', worker: 4, gzip: 'on') },
      'kw_missing'    => -> { PuppetX::Probe.render(port: 1) },
      'pattern'       => -> { [500, 5, { 'type' => 'a', 'val' => 7 }, { type: 'sym', val: 8 }, [1, 2, 3], 'x', 2.5].map { |v| PuppetX::Probe.classify(v) } },
      'frozen_lit'    => -> { s = 'abc'; s << 'd' },
      'frozen_dup'    => -> { s = +'abc'; s << 'd'; [s, 'abc'.frozen?, "a#{1}b".frozen?, String.new('x').frozen?] },
      'marshal_copy'  => -> { h = { 'a' => [1, { 'b' => 'c' }] }; c = Marshal.load(Marshal.dump(h)); c['a'][1]['b'] = 'z'; [h, c] },
      'objectspace'   => -> { ObjectSpace.respond_to?(:each_object) },
      'hash_kw_splat' => -> { opts = { port: 9 }; PuppetX::Probe.render(name: 'n', **opts).lines.size },
      'then'          => -> { 5.then { |x| x + 1 } },
      'filter_map'    => -> { [1, 2, 3, 4].filter_map { |x| x * 2 if x.even? } },
      'tally'         => -> { %w[a b a c a].tally },
      'each_cons'     => -> { (1..5).each_cons(2).map(&:sum) },
      'sum_float'     => -> { [0.1, 0.2, 0.3].sum },
      'dig'           => -> { { 'a' => [{ 'b' => 1 }] }.dig('a', 0, 'b') },
      'transform_keys'=> -> { { 'a' => 1 }.transform_keys(&:to_sym) },
      'endless_def'   => -> { o = Object.new; def o.sq(x) = x * x; o.sq(7) },
      'safe_nav'      => -> { [nil&.length, 'ab'&.length] },
      'numbered'      => -> { [3, 1, 2].sort_by { -_1 } },
      'format'        => -> { format('%-5s|%05.1f|%x|%+d|%e', 'ab', 3.14159, 255, 5, 12345.678) },
    }
    checks.map do |k, f|
      v = begin
            f.call.inspect
          rescue StandardError => e
            e.class.name
          end
      "#{k}=#{v}"
    end
  end
end

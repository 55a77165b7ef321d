# Written for this case (RUBYAPI-3).
Puppet::Functions.create_function(:'tfp::factory') do
  def factory
    tf = Puppet::Pops::Types::TypeFactory
    u = Puppet::Pops::Utils
    out = []
    out << [tf.range(1, 5), tf.range(:default, 3), tf.range(2, :default), tf.float_range(1, 2.5)].map(&:to_s).inspect
    out << [tf.string(tf.range(1, 5)), tf.string, tf.array_of(tf.integer, tf.range(1, 3)), tf.array_of(1), tf.array_of(tf.string)].map(&:to_s).inspect
    out << [tf.hash_kv(tf.string, tf.integer), tf.hash_kv(tf.string, tf.integer, tf.range(1, 2)), tf.hash_of(tf.integer), tf.hash_of(tf.integer, tf.string)].map(&:to_s).inspect
    out << [tf.tuple([tf.integer, tf.string]), tf.tuple([tf.integer], tf.range(1, 4)), tf.variant(tf.integer, tf.string), tf.variant(tf.integer)].map(&:to_s).inspect
    out << [tf.enum('a', 'b'), tf.pattern('^a', /b$/), tf.struct({ 'a' => tf.integer, 'b' => tf.optional(tf.string) })].map(&:to_s).inspect
    st = tf.struct({ 'a' => tf.integer, 'b' => tf.optional(tf.string) })
    out << [st.instance?({ 'a' => 1 }), st.instance?({ 'a' => 1, 'b' => 'x' }), st.instance?({ 'b' => 'x' }), tf.range(1, 5).instance?(6), tf.pattern('^a').instance?('abc'), tf.enum('a', 'b').instance?('c')].inspect
    out << [u.is_numeric?('12'), u.is_numeric?(' -0x1F '), u.is_numeric?('1.5e3'), u.is_numeric?('::12'), u.is_numeric?('x1'), u.is_numeric?(3), u.is_numeric?(2.5)].inspect
    out << [u.name_to_segments('a::b::c'), u.name_to_segments('::a'), u.is_absolute?('::x'), u.is_absolute?('x'), u.relativize_name('::x::y')].inspect
    d = tf.deferred.create('join', [['a', 'b'], '-'])
    out << [d.class.name, d.name, d.arguments, tf.deferred.create('x').arguments].inspect
    out
  end
end

Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    Puppet::Type.type(:file).key_attributes
  end

  def p1
    Puppet::Type.type(:file).validattr?(:mode) && !Puppet::Type.type(:file).validattr?(:nonsense)
  end

  def p2
    Puppet::Type.type(:file).metaparam?(:require)
  end

  def p3
    Puppet::Type.type(:file).parameters.first(5)
  end

  def p4
    Puppet::Type.type(:package).validproperty?(:ensure)
  end

  def p5
    Puppet::Type.type(:service).valid_parameter?(:enable) rescue $!.class
  end

  def p6
    Puppet::Type.type(:File).name rescue $!.class
  end

  def p7
    Puppet::Type.type('exec').name
  end

  def p8
    Puppet::Type.type(:no_such_type_x).inspect
  end

  def p9
    Puppet::Type.type(:probe_thing).key_attributes
  end

  def p10
    Puppet::Type.type(:probe_thing).parameters
  end

  def p11
    Puppet::Type.type(:probe_thing).attrclass(:size).ancestors.include?(Puppet::Property)
  end

  def p12
    Puppet::Type.type(:probe_thing).attrclass(:flag).ancestors.include?(Puppet::Parameter::Boolean) rescue $!.class
  end

  def p13
    Puppet::Type.type(:probe_thing).attrclass(:members).array_matching rescue $!.class
  end

  def p14
    Puppet::Type.type(:probe_thing).attrclass(:size).value_collection.values rescue $!.class
  end

  def p15
    Puppet::Type.type(:probe_thing).attrclass(:ensure).value_collection.values rescue $!.class
  end

  def p16
    Puppet::Type.type(:probe_thing).title_patterns.map { |re, _| re.source }
  end

  def p17
    Puppet::Type.type(:probe_thing).doc.strip rescue $!.class
  end

  def p18
    Puppet::Type.type(:probe_thing).attrclass(:name).doc.strip rescue $!.class
  end

  def p19
    Puppet::Type.type(:probe_thing).isomorphic? rescue $!.class
  end

  def p20
    Puppet::Type.type(:probe_thing).features rescue $!.class
  end

  def p21
    Puppet::Type.type(:probe_thing).allattrs.first(6)
  end

  def p22
    Puppet::Type.type(:probe_thing).attrtype(:size)
  end

  def p23
    Puppet::Type.type(:probe_thing).attrtype(:flag)
  end

  def p24
    Puppet::Type.type(:probe_thing).attrtype(:require)
  end

  def p25
    Puppet::Type.type(:probe_thing).attr_alias(:nm) rescue $!.class
  end

  def p26
    Puppet::Type.metaparams.sort.first(6)
  end

  def p27
    Puppet::Type.type(:probe_thing).new(title: 'x', size: 'huge') rescue [$!.class, $!.message]
  end
end

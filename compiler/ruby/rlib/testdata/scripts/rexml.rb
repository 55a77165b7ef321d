# REXML (3.2.5) as module code uses it on XML configs: parse, walk, XPath, build, write
require 'rexml/document'
src = <<~XML
  <?xml version="1.0" encoding="UTF-8"?>
  <!-- managed -->
  <server port="8005" shutdown='SHUTDOWN'>
    <Service name="Catalina">
      <Connector port="8080" protocol="HTTP/1.1" redirectPort="8443"/>
      <Connector port="8009" protocol="AJP/1.3"/>
      <Engine name="Catalina" defaultHost="localhost">
        <Host name="localhost" appBase="webapps">a &amp; b &lt;c&gt; &#65;&#x42;</Host>
        <Host name="other"><![CDATA[<raw> & ]]>tail</Host>
      </Engine>
    </Service>
    <?pi some data?>
  </server>
XML
d = REXML::Document.new(src)
show(:to_s) { d.to_s }
show(:root) { [d.root.name, d.root.attributes['port'], d.root.attributes['shutdown'], d.root.attributes['nope'], d.version, d.encoding, d.xml_decl.to_s] }
show(:children) { d.root.children.map { |c| c.class.name } }
show(:elements) { [d.root.elements.size, d.root.elements[1].name, d.root.elements['Service/Engine/Host'].attributes['name'], d.root.elements['Service'].elements.to_a.map(&:name)] }
show(:to_a_xpath) { d.elements.to_a('server/Service/Connector').map { |e| [e.attributes['port'], e.attributes['protocol']] } }
show(:each_xpath) { r = []; d.root.elements.each('Service/Connector') { |e| r << e.attributes['port'] }; r }
show(:xpath_first) { [REXML::XPath.first(d, '//Host[@name="other"]').text, REXML::XPath.first(d, "//Connector[@protocol='AJP/1.3']").attributes['port'], REXML::XPath.first(d, '//Nope')] }
show(:xpath_match) { REXML::XPath.match(d, '//Host').map { |e| e.attributes['name'] } }
show(:xpath_each) { r = []; REXML::XPath.each(d, '//Connector/@port') { |a| r << [a.class.name, a.name, a.value, a.to_s] }; r }
show(:xpath_misc) { [REXML::XPath.match(d, '/server/Service/*').map(&:name), REXML::XPath.match(d, '//Connector[2]').map { |e| e.attributes['port'] }, REXML::XPath.match(d, '//Connector[last()]').size, REXML::XPath.first(d, '//Engine/..').name, REXML::XPath.match(d, '//Connector[@redirectPort]').size, REXML::XPath.first(d, '//Engine').xpath] }
show(:xpath_text) { [REXML::XPath.first(d, '//Host/text()').value, REXML::XPath.first(d, '//Host[@name="localhost"]').text, REXML::XPath.match(d, '//Service[Engine]').size, REXML::XPath.match(d.root, 'Service').size, REXML::XPath.first(d.root.elements['Service'], '.').name] }
show(:text) { h = d.root.elements['Service/Engine/Host']; [h.text, h.get_text.to_s, h.get_text.value, h.texts.size, d.root.elements['Service/Engine/Host[2]'].texts.map(&:value), d.root.elements['Service/Engine/Host[2]'].text] }
show(:attributes) { c = REXML::XPath.first(d, '//Connector'); [c.attributes.size, c.attributes.to_a.map(&:name), c.attributes.each.to_a, c.attribute('port').value, c.has_attributes?, c.has_elements?, c.attributes['nope']] }
show(:parents) { h = REXML::XPath.first(d, '//Host'); [h.parent.name, h.root.name, h.document.class, h.next_element.attributes['name'], h.next_element.previous_element.equal?(h), h.parent.parent.name] }

show(:build) { d = REXML::Document.new; r = d.add_element('root', 'v' => '1'); r.add_element('child').text = 'x & y'; out = +''; d.write(out); out }
show(:build2) do
  doc = REXML::Document.new
  doc << REXML::XMLDecl.new('1.0', 'UTF-8')
  r = doc.add_element('config')
  r.add_attribute('name', %q(a"b'<&>))
  r.add_attributes('x' => 1, 'y' => 'z')
  e = REXML::Element.new('item')
  e.text = %q(a"b'c<>&)
  r.add_element(e)
  r.add_element('empty')
  r.add_text('tail')
  r.add_text(' more')
  r.elements['empty'].add_attribute('k', 'v')
  [doc.to_s, r.elements.size, r.text, e.text]
end
show(:modify) do
  doc = REXML::Document.new('<a x="1"><b>1</b><b>2</b><c/></a>')
  doc.root.delete_element('c')
  doc.root.elements['b'].text = 'one'
  doc.root.elements['b[2]'].text = nil
  doc.root.attributes['x'] = nil
  doc.root.attributes['y'] = '2'
  doc.root.delete_attribute('y')
  doc.root.elements.delete(doc.root.elements[1])
  doc.to_s
end
show(:whitespace) { ["\n<a/>\n", "<?xml version='1.0'?>\n<!-- c -->\n<a/>\n", '  <a/>  ', '<a/>'].map { |s| x = REXML::Document.new(s); [x.to_s, x.children.map { |c| c.class.name }] } }
show(:new_empty) { x = REXML::Document.new; [x.to_s, x.root, x.children.size] }
show(:second_root) { x = REXML::Document.new('<a/>'); x.add_element('b') }
show(:elements_index) { x = REXML::Document.new('<a><b/><c/><b n="2"/></a>'); [x.root.elements[1].name, x.root.elements[2, 'b'].attributes['n'], x.root.elements[9], (x.root.elements[0] rescue [$!.class, $!.message])] }
show(:io) { require 'stringio'; REXML::Document.new(StringIO.new('<a>x</a>')).root.text }
show(:parse_error) { begin; REXML::Document.new('<a><b></a>'); rescue REXML::ParseException => e; e.class.name; end }
show(:parse_error2) { begin; REXML::Document.new('<a>'); rescue REXML::ParseException => e; e.class.name; end }
show(:inspect_elem) { x = REXML::Document.new('<a k="v"><b/></a>'); [x.root.inspect, x.root.elements['b'].inspect] }
show(:lenient) { [REXML::Document.new('<a>').root, REXML::Document.new('<a>').to_s, REXML::Document.new('x<a/>').root.name, (REXML::Document.new('<a/><b/>') rescue $!.class), (REXML::Document.new('<a><b>') rescue $!.class), (REXML::Document.new('<a></b>') rescue $!.class)] }
show(:decl_twice) { x = REXML::Document.new; x << REXML::XMLDecl.new('1.0', 'UTF-8'); x << REXML::XMLDecl.new('1.1'); [x.to_s, x.children.size] }
show(:doc_inspect) { [REXML::Document.new('<a><b/></a>').inspect, REXML::Document.new.inspect] }
show(:node_to_s) { [REXML::Instruction.new('a', 'b').to_s, REXML::Instruction.new('t').to_s, REXML::Comment.new('c').to_s, REXML::XMLDecl.new('1.0', 'UTF-8').to_s, REXML::Element.new('x').tap { |e| e.add_text('y'); e.add_element('z') }.to_s, REXML::Text.new('a&b').to_s, REXML::CData.new('d').to_s] }

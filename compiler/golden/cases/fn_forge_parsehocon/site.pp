notice(String(hc::parse('{a: 1, b: [x, y], c: ${a}, d { e = "f g" }, h: 1.5, i: true, j: null}')))
notice(String(hc::parse('k = v
l.m = 2')))
notice(String(hc::parse('{{bad', 'fallback')))

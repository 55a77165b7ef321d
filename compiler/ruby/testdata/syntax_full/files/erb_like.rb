_erbout = +''; _erbout.<< "line one\nx ".freeze; _erbout.<<(( "str with ).to_s); _erbout.<< " inside\" %> y\nlast\n".freeze
; _erbout

define d { class c {} }
